// Usage: node src/lib/rulesets/botc/texts/check-texts.mjs <file.json> <edition,edition,...>
// Checks one character-text file against the facts: every character of the editions is present,
// names/abilities in both languages, night texts where the character wakes, every reminder label.
import { readFileSync } from 'node:fs';
const [, , file, editions] = process.argv;
const facts = JSON.parse(
	readFileSync(new URL('../data/characters.json', import.meta.url), 'utf8')
).characters;
const texts = JSON.parse(readFileSync(file, 'utf8'));
const want = facts.filter((c) => editions.split(',').includes(c.edition));
const problems = [];
const both = (v, where) => {
	if (!v || typeof v.zh !== 'string' || typeof v.en !== 'string' || !v.zh.trim() || !v.en.trim())
		problems.push(`${where}: needs {zh, en}`);
};
for (const c of want) {
	const t = texts[c.id];
	if (!t) {
		problems.push(`${c.id}: missing`);
		continue;
	}
	both(t.name, `${c.id}.name`);
	both(t.ability, `${c.id}.ability`);
	if (c.firstNight > 0) both(t.firstNight, `${c.id}.firstNight`);
	if (c.otherNight > 0) both(t.otherNight, `${c.id}.otherNight`);
	if (c.setup) both(t.setup, `${c.id}.setup`);
	for (const label of new Set([...c.reminders, ...c.remindersGlobal])) {
		if (!t.reminders || typeof t.reminders[label] !== 'string' || !t.reminders[label].trim())
			problems.push(`${c.id}.reminders["${label}"]: missing Chinese label`);
	}
}
for (const id of Object.keys(texts))
	if (!want.some((c) => c.id === id)) problems.push(`${id}: not a character of ${editions}`);
console.log(problems.length ? problems.join('\n') : `ok: ${want.length} characters`);
process.exit(problems.length ? 1 : 0);
