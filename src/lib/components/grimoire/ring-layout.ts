// Geometry of the ring of seats, kept out of the components so it can be read (and tested)
// on its own. Everything is in CSS pixels of the ring's own box, y downwards.

export interface Rect {
	l: number;
	t: number;
	r: number;
	b: number;
}

export const meets = (a: Rect, b: Rect) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;

/** The player's name under a token of this size, in px. */
export function labelSizeFor(token: number): number {
	return Math.max(13, Math.min(17, token * 0.28));
}

/**
 * The block a seat takes for a token of this size: the token, its corner badges (4 px out) and
 * the player's name under it, whose width is at most `width`. `above` and `below` are measured
 * from the token's centre.
 */
export function seatBlock(token: number) {
	const nameHeight = labelSizeFor(token) * 1.35 + 4;
	const width = Math.max(token + 8, Math.min(token * 1.4 + 8, 150), 64);
	const above = token / 2 + 4;
	const below = token / 2 + 2 + nameHeight;
	return { width, above, below, height: above + below };
}

/** The two rectangles a seat's block covers: the token with its badges, and the name. */
export function blockRects(x: number, y: number, token: number): Rect[] {
	const b = seatBlock(token);
	return [
		{ l: x - token / 2 - 4, r: x + token / 2 + 4, t: y - b.above, b: y + token / 2 },
		{ l: x - b.width / 2, r: x + b.width / 2, t: y + token / 2, b: y + b.below }
	];
}

const SAMPLES = 720;
/** Neighbouring blocks stay this far apart, in block sizes (1 would let them touch). */
const GAP = 1.1;

interface Fit {
	points: { x: number; y: number }[];
	rx: number;
	ry: number;
	cx: number;
	cy: number;
	ok: boolean;
}

/**
 * Seats on an ellipse, clockwise from the top, spread so that neighbouring blocks are equally
 * far apart measured in block sizes (sideways in block widths, up and down in block heights):
 * on the flat top and bottom seats stand side by side, on the steep sides one above another.
 */
function place(token: number, n: number, w: number, h: number): Fit {
	const b = seatBlock(token);
	const rx = Math.max(10, w / 2 - b.width / 2 - 2);
	const ry = Math.max(10, (h - b.height - 8) / 2);
	const cx = w / 2;
	const cy = b.above + 4 + ry;
	const at = (i: number) => {
		const a = -Math.PI / 2 + (i * 2 * Math.PI) / SAMPLES;
		return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
	};
	const cum = [0];
	let prev = at(0);
	for (let i = 1; i <= SAMPLES; i++) {
		const p = at(i);
		const d = Math.max(Math.abs(p.x - prev.x) / b.width, Math.abs(p.y - prev.y) / b.height);
		cum.push((cum[i - 1] ?? 0) + d);
		prev = p;
	}
	const total = cum[SAMPLES] ?? 0;
	const points: { x: number; y: number }[] = [];
	let j = 0;
	for (let k = 0; k < n; k++) {
		const target = (k * total) / n;
		while (j < SAMPLES && (cum[j + 1] ?? 0) < target) j++;
		const from = cum[j] ?? 0;
		const to = cum[j + 1] ?? from;
		const f = to > from ? (target - from) / (to - from) : 0;
		const p = at(j);
		const q = at(j + 1);
		points.push({ x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f });
	}
	let ok = true;
	for (let k = 0; k < n && n > 1 && ok; k++) {
		const p = points[k]!;
		const q = points[(k + 1) % n]!;
		const apart = Math.max(Math.abs(p.x - q.x) / b.width, Math.abs(p.y - q.y) / b.height);
		if (apart < GAP) ok = false;
	}
	return { points, rx, ry, cx, cy, ok };
}

export interface SeatSpot {
	x: number;
	y: number;
}

export interface RingLayout {
	token: number;
	/** The widest a name under a token may be. */
	labelWidth: number;
	spots: SeatSpot[];
	rx: number;
	ry: number;
	cx: number;
	cy: number;
}

/**
 * The largest token (up to 96 px, and a fifth of the room) at which every seat's block stays
 * clear of its neighbours'.
 */
export function ringLayout(n: number, w: number, h: number): RingLayout {
	const seats = Math.max(n, 1);
	// Below 30 px the corner badges of one token would meet.
	let lo = 30;
	// Tokens leave the middle of the table free for the seats' tags and reminders.
	let hi = Math.max(lo, Math.min(96, Math.min(w, h) / 5));
	if (place(hi, seats, w, h).ok) lo = hi;
	else
		for (let i = 0; i < 18; i++) {
			const mid = (lo + hi) / 2;
			if (place(mid, seats, w, h).ok) lo = mid;
			else hi = mid;
		}
	const token = Math.floor(lo);
	const fit = place(token, seats, w, h);
	return {
		token,
		labelWidth: seatBlock(token).width,
		spots: fit.points.slice(0, n),
		rx: fit.rx,
		ry: fit.ry,
		cx: fit.cx,
		cy: fit.cy
	};
}

export interface Label {
	key: string;
	/** Index of the seat it belongs to. */
	seat: number;
	w: number;
	h: number;
}

/**
 * Candidate places along the way in from a seat towards the centre, cheapest first (going
 * further in costs less than going sideways), as pairs (t: how far in from the seat's centre,
 * s: how far sideways) in one array. Several thousand per seat: made and sorted once for a token
 * size and kept (every tap that changes a label used to sort them again for every seat, most of
 * the tap's time on a 20-seat ring). The list is made for the longest way in asked so far; a
 * seat with a shorter one skips the places beyond its own (t > reach + lane): sorting is stable,
 * so what is left is in the order its own list would have.
 */
let candidates: { key: string; upTo: number; ts: Float64Array } | null = null;

function candidatesFor(token: number, reach: number, lane: number, step: number): Float64Array {
	const key = `${token}|${lane}|${step}`;
	if (candidates?.key === key && candidates.upTo >= reach) return candidates.ts;
	const upTo = Math.max(reach, candidates?.key === key ? candidates.upTo : 0);
	const widest = lane * 3;
	const list: { t: number; s: number; cost: number }[] = [];
	for (let t = token / 2; t <= upTo + lane; t += step)
		for (let s = -widest; s <= widest; s += step) list.push({ t, s, cost: t + 1.6 * Math.abs(s) });
	list.sort((a, b) => a.cost - b.cost);
	const ts = new Float64Array(list.length * 2);
	list.forEach((c, i) => {
		ts[2 * i] = c.t;
		ts[2 * i + 1] = c.s;
	});
	candidates = { key, upTo, ts };
	return ts;
}

/**
 * Where each seat's tags and reminders go: one after another from the seat towards the table's
 * centre, each at the nearest free place (going further in costs less than going sideways, and
 * sideways stays within the seat's own lane), never on a token, a name, a badge, another label
 * or outside the ring, nor on the areas in `mustClear` (the buttons in the table's centre). The
 * areas in `keepClear` (the words there) are avoided too while there is room elsewhere. Labels are placed seat by seat in order, so a
 * seat's labels keep their places when a later seat gets more.
 */
export function placeLabels(
	layout: RingLayout,
	labels: Label[],
	w: number,
	h: number,
	keepClear: Rect[] = [],
	mustClear: Rect[] = []
): Map<string, { x: number; y: number }> {
	const out = new Map<string, { x: number; y: number }>();
	const { token, cx, cy } = layout;
	const taken: Rect[] = [...layout.spots.flatMap((p) => blockRects(p.x, p.y, token)), ...mustClear];
	const lane = Math.max(seatBlock(token).width, seatBlock(token).height) / 2;
	const step = 3;
	const margin = 2;
	// Wider lanes, then the centre's words, only when nothing nearer is free.
	const passes = [
		{ lane, clear: true },
		{ lane: lane * 2, clear: true },
		{ lane, clear: false },
		{ lane: lane * 3, clear: false }
	];
	for (const [index, p] of layout.spots.entries()) {
		const mine = labels.filter((l) => l.seat === index);
		if (mine.length === 0) continue;
		const dx = cx - p.x;
		const dy = cy - p.y;
		const reach = Math.hypot(dx, dy) || 1;
		const ux = dx / reach;
		const uy = dy / reach;
		const candidates = candidatesFor(token, reach, lane, step);
		for (const label of mine) {
			let chosen: { x: number; y: number; rect: Rect } | null = null;
			for (const pass of passes) {
				const blocked = pass.clear ? [...taken, ...keepClear] : taken;
				for (let i = 0; i < candidates.length; i += 2) {
					const t = candidates[i] as number;
					const sideways = candidates[i + 1] as number;
					if (t > reach + lane || Math.abs(sideways) > pass.lane) continue;
					const x = p.x + ux * t - uy * sideways;
					const y = p.y + uy * t + ux * sideways;
					const rect = {
						l: x - label.w / 2 - margin,
						r: x + label.w / 2 + margin,
						t: y - label.h / 2 - margin,
						b: y + label.h / 2 + margin
					};
					if (rect.l < 0 || rect.t < 0 || rect.r > w || rect.b > h) continue;
					if (blocked.some((o) => meets(o, rect))) continue;
					chosen = { x, y, rect };
					break;
				}
				if (chosen) break;
			}
			// The way in is full (a crowded phone): the free place nearest the seat, anywhere.
			if (!chosen) {
				const grid: { x: number; y: number; d: number }[] = [];
				for (let y = label.h / 2 + margin; y <= h - label.h / 2 - margin; y += 4)
					for (let x = label.w / 2 + margin; x <= w - label.w / 2 - margin; x += 4)
						grid.push({ x, y, d: Math.hypot(x - p.x, y - p.y) });
				grid.sort((a, b) => a.d - b.d);
				for (const g of grid) {
					const rect = {
						l: g.x - label.w / 2 - margin,
						r: g.x + label.w / 2 + margin,
						t: g.y - label.h / 2 - margin,
						b: g.y + label.h / 2 + margin
					};
					if (taken.some((o) => meets(o, rect))) continue;
					chosen = { x: g.x, y: g.y, rect };
					break;
				}
			}
			// No free place at all: just inside the seat's block, on the way in.
			chosen ??= (() => {
				const x = p.x + ux * (token / 2);
				const y = p.y + uy * (token / 2);
				return {
					x,
					y,
					rect: { l: x - label.w / 2, r: x + label.w / 2, t: y - label.h / 2, b: y + label.h / 2 }
				};
			})();
			out.set(label.key, { x: chosen.x, y: chosen.y });
			taken.push(chosen.rect);
		}
	}
	return out;
}
