import type { GameMessages } from '../../contract.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export const messages: GameMessages = { en, it, fr };
