import fs from 'node:fs';
import { sessionDir } from './session';

/** Each run signs every account in afresh: provider sessions of an earlier run (or database) are not reused. */
export default function globalSetup(): void {
  fs.rmSync(sessionDir, { recursive: true, force: true });
}
