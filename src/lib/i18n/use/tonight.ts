// Import this module (import '$lib/i18n/use/tonight') in every file that shows a message of the
// tonight area: t() can then show them. keys-used.test.ts checks that every such file does.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/tonight';

addArea('tonight', zh, en);
