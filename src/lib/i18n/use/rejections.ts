// Import this module (import '$lib/i18n/use/rejections') in every file that shows a message of
// the rejections area (a rejection, through refusal()): the messages can then be shown.
import { addArea } from '../catalogue';
import { en, zh } from '../areas/rejections';

addArea('rejections', zh, en);
