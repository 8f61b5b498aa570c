// Import this module (import '$lib/i18n/use/setup') in every file that shows a message of the
// setup area: t() can then show them. keys-used.test.ts checks that every such file does.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/setup';

addArea('setup', zh, en);
