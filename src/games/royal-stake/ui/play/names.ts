/** The namespace of every string of the Royal Stake play screen. */
import { manifest } from '../../index';

export const GAME = manifest.id;
