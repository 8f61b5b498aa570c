// Every message as written, by key (messages/*.json, which Paraglide compiles): for tests that
// check all messages and for the browser tests. Never imported by the app, which uses the
// compiled messages ('$lib/paraglide/messages'), one module per message.

import zhFile from '../../../messages/zh-CN.json' with { type: 'json' };
import enFile from '../../../messages/en.json' with { type: 'json' };

const { $schema: _zhSchema, ...zhCN } = zhFile;
const { $schema: _enSchema, ...enMessages } = enFile;

export { zhCN, enMessages as en };

export const catalogues = { 'zh-CN': zhCN, en: enMessages };
