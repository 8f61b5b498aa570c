// Import this module (import '$lib/i18n/use/answers') in every file that shows a message of the
// answers area: t() can then show them. keys-used.test.ts checks that every such file does.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/answers';

addArea('answers', zh, en);
