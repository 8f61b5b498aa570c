import type { JournalReply, JournalRequest, JournalStat } from './journal-writer';

// Starts the worker that writes the journal (journal.worker.ts) and gives the function that asks
// it something and waits for its answer; null when there is no worker or it does not answer.

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type Ask = (request: DistributiveOmit<JournalRequest, 'n'>) => Promise<JournalReply>;

/** Long enough for a worker to start on a slow, busy tablet; a worker that never answers is not used. */
const HELLO_MS = 15_000;

export async function startJournalWorker(
	onStat: (stat: JournalStat) => void,
	onGone: () => void
): Promise<Ask | null> {
	if (typeof Worker === 'undefined') return null;
	let worker: Worker;
	try {
		worker = new Worker(new URL('./journal.worker.ts', import.meta.url), { type: 'module' });
	} catch {
		return null;
	}
	const waiting = new Map<number, (reply: JournalReply) => void>();
	let next = 0;
	let failure: string | null = null;
	const fail = (why: string) => {
		failure = why;
		for (const resolve of waiting.values()) resolve({ n: -1, error: why });
		waiting.clear();
		worker.terminate();
		// Its handles are let go with it: later writes are made on the page, as without a worker.
		onGone();
	};
	worker.addEventListener('message', (event: MessageEvent<JournalReply | JournalStat>) => {
		const data = event.data;
		if ('stat' in data) return onStat(data);
		const resolve = waiting.get(data.n);
		waiting.delete(data.n);
		resolve?.(data);
	});
	worker.addEventListener('error', (event) => fail(event.message || 'the journal worker stopped'));
	const ask: Ask = (request) =>
		failure !== null
			? Promise.resolve({ n: -1, error: failure })
			: new Promise((resolve) => {
					const n = ++next;
					waiting.set(n, resolve);
					worker.postMessage({ ...request, n });
				});
	let timer: ReturnType<typeof setTimeout> | undefined;
	const hello = await Promise.race([
		ask({ op: 'hello' }),
		new Promise<JournalReply>((resolve) => {
			timer = setTimeout(() => resolve({ n: -1, error: 'no answer' }), HELLO_MS);
		})
	]);
	clearTimeout(timer);
	if (!('ok' in hello)) {
		if (failure === null) worker.terminate();
		return null;
	}
	// A page left (or frozen in the back-forward cache) must not keep its files locked: a
	// request after it opens them again.
	addEventListener('pagehide', () => worker.postMessage({ op: 'let-go' }));
	return ask;
}
