/**
 * What the pairing e2e loads into a blank page of each "phone" (bundled with esbuild): the
 * product's own pairing and protocol code, and the hidden-hand toy game as the engine. The
 * screens that will use them are not built yet; this proves the code over real WebRTC.
 */
export { accept, answer, newCertificate, offer } from '../../src/play/tables/peer';
export { hostReceive, openTable, seatOf } from '../../src/play/tables/host';
export { guestReceive, hello, moveMessage } from '../../src/play/tables/guest';
export { hiddenNim } from '../fixtures/toy-games/hiddenNim';
