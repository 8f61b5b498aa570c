// The walk that checks a script file or a backup file is plain JSON within the limits of
// limits.ts. Apart from limits.ts so the home screen, which needs only the game-id pattern and
// the time range, does not load it.

export interface DataLimits {
	/** Deepest nesting below the value's top (the top is level 0). */
	depth: number;
	/** Values in all. */
	nodes: number;
	/** Characters of one text (keys included). */
	textChars: number;
	/** Characters of all texts together (keys included). */
	totalChars?: number;
}

export interface DataProblem {
	/** Where in the value: `[3].image`, `games[2].events[0]`, or `` for the whole. */
	path: string;
	message: string;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** `path` followed by `key`, as the problem reports write it. */
export function pathTo(path: string, key: string | number): string {
	if (typeof key === 'number') return `${path}[${key}]`;
	return PLAIN_KEY.test(key)
		? `${path ? `${path}.` : ''}${key}`
		: `${path}[${JSON.stringify(key.slice(0, 40))}]`;
}

/**
 * Checks that a value is plain JSON data within the limits: no cycles, functions, class
 * instances or non-finite numbers; bounded nesting, count and text. Walks without recursion, so
 * a hostile value cannot exhaust the stack; reports the first offence with its place.
 */
export function checkPlainData(input: unknown, limits: DataLimits, root = ''): DataProblem | null {
	const stack: [unknown, string, number][] = [[input, root, 0]];
	let nodes = 0;
	let chars = 0;
	const total = limits.totalChars ?? Infinity;
	const tooMany = { path: root, message: `too large (more than ${limits.nodes} values)` };
	const tooLong = { path: root, message: `too large (more than ${total} characters of text)` };
	while (stack.length > 0) {
		const [value, path, depth] = stack.pop() as [unknown, string, number];
		if (++nodes > limits.nodes) return tooMany;
		if (depth > limits.depth)
			return { path, message: `nested too deeply (more than ${limits.depth} levels)` };
		if (value === null || typeof value === 'boolean') continue;
		if (typeof value === 'string') {
			if (value.length > limits.textChars)
				return {
					path,
					message: `text too long (${value.length} characters, at most ${limits.textChars})`
				};
			chars += value.length;
			if (chars > total) return tooLong;
			continue;
		}
		if (typeof value === 'number') {
			if (!Number.isFinite(value)) return { path, message: 'not a finite number' };
			continue;
		}
		if (Array.isArray(value)) {
			for (let i = value.length - 1; i >= 0; i--)
				stack.push([value[i], pathTo(path, i), depth + 1]);
			continue;
		}
		if (typeof value === 'object') {
			const proto = Object.getPrototypeOf(value);
			if (proto !== Object.prototype && proto !== null) return { path, message: 'not plain data' };
			const keys = Object.keys(value);
			for (let i = keys.length - 1; i >= 0; i--) {
				const key = keys[i] as string;
				if (key.length > limits.textChars)
					return { path, message: `a key too long (${key.length} characters)` };
				chars += key.length;
				stack.push([(value as Record<string, unknown>)[key], pathTo(path, key), depth + 1]);
			}
			if (chars > total) return tooLong;
			continue;
		}
		return { path, message: `not JSON data (${typeof value})` };
	}
	return null;
}
