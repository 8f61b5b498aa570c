// Import this module (import '$lib/i18n/use/werewolf-clock') in every file that shows a message
// of the werewolf clock area: t() can then show them. keys-used.test.ts checks that every such
// file does.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/werewolf-clock';

addArea('werewolf-clock', zh, en);
