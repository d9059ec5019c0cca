/**
 * Builds the built-in English word list for `alphametic generate` (src/alphametics/words/en.ts)
 * from Debian's wamerican-small (SCOWL, sizes 10-35: common American English words):
 * lower-case words of 3 to 7 letters a-z only (no proper nouns, abbreviations or apostrophes),
 * without a short list of offensive words. Run: apt-get install -y wamerican-small, then
 * npx tsx tools/wordlist.ts. The SCOWL notice goes into the generated file's header.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { frontEncode } from "../src/alphametics/words/front-coding.js";

const source = "/usr/share/dict/american-english-small";
const BLOCKED = new Set(
  "anal anus arse bitch boob boobs cock crap cunt damn dick dildo dyke fag fuck homo jerk kike nazi negro nigga nigger penis piss porn prick pussy rape rapist scum sex sexy shit slut spic suck tits turd twat vagina whore".split(
    " ",
  ),
);
const words = readFileSync(source, "utf8")
  .split("\n")
  .filter((w) => /^[a-z]{3,7}$/.test(w) && !BLOCKED.has(w));
const unique = [...new Set(words)].sort();
const header = `/**
 * Built-in English words for generating alphametics: ${unique.length} common lower-case words of 3
 * to 7 letters, from Debian's wamerican-small (SCOWL word lists, sizes 10 to 35), made by
 * tools/wordlist.ts. SCOWL's notice, as its licence asks:
 *
 * Copyright 2000-2011 by Kevin Atkinson
 *
 * Permission to use, copy, modify, distribute and sell these word lists, the associated
 * scripts, the output created from the scripts, and its documentation for any purpose is hereby
 * granted without fee, provided that the above copyright notice appears in all copies and that
 * both that copyright notice and this permission notice appear in supporting documentation.
 * Kevin Atkinson makes no representations about the suitability of this array for any purpose.
 * It is provided "as is" without express or implied warranty.
 *
 * (SCOWL also draws on the public-domain Moby Words II and Brian Kelk's UK English word list.)
 */
`;
const body = `\n/** The words, sorted and front-coded (front-coding.ts; read once when first used). */\nexport const EN_WORDS_CODED =\n  "${frontEncode(unique)}";\n`;
writeFileSync(new URL("../src/alphametics/words/en.ts", import.meta.url), header + body);
console.log(`wrote ${unique.length} words`);
