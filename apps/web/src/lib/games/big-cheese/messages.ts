import type { GameMessages } from '../contract.ts';
import { en } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { it } from './messages/it.ts';

export const messages: GameMessages = { en, it, fr };
