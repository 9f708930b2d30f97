// IndexedDB for storage tests: a fresh in-memory implementation in every test file.
import 'fake-indexeddb/auto';
// Test files start their own i18next instances: none of them prints i18next's product notice.
process.env.I18NEXT_NO_SUPPORT_NOTICE = '1';
