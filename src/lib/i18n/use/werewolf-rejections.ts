// Import this module (import '$lib/i18n/use/werewolf-rejections') in every file that shows a message of
// the werewolf-rejections area (a rejection, through refusal()): the messages can then be shown.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/werewolf-rejections';

addArea('werewolf-rejections', zh, en);
