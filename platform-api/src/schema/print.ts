import { writeFileSync } from 'node:fs';
import { printedSchema, SDL_PATH } from './index.js';

writeFileSync(SDL_PATH, printedSchema());
console.log(`Wrote ${SDL_PATH}`);
