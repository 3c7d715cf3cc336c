import { describeBigShotContract } from './contract-suite.ts';

/** Games created under rules 1.0.0 keep being played by it (ADR 0024): it keeps the contract. */
describeBigShotContract('1.0.0');
