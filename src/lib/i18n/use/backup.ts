// Import this module (import '$lib/i18n/use/backup') in every file that shows a message of the
// backup area: t() can then show them. keys-used.test.ts checks that every such file does.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/backup';

addArea('backup', zh, en);
