// IndexedDB for storage tests: a fresh in-memory implementation in every test file.
import 'fake-indexeddb/auto';
