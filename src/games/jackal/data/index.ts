/** Jackal's printed facts in one place: box contents, action cards, Tortuga prices. */
export * from './components';
export * from './actionCards';
export * from './tortuga';
