// The final grimoire as a picture: drawn on a canvas from the archive's facts, in the reader's
// language, with no image or font fetched (the system's fonts), and saved as a PNG.

/** The picture's size in pixels (portrait, as chat apps show it whole). */
export const PICTURE = { width: 1080, height: 1350 } as const;

export interface PictureSeat {
	name: string;
	character: string;
	/** 'good', 'evil' or another team id; colours the token. */
	side: string | null;
	alive: boolean;
	traveller: boolean;
}

export interface PictureInput {
	title: string;
	/** Script (or game), rule set, date, players: one line under the title. */
	subtitle: string;
	/** The result, e.g. "善良阵营获胜"; null when no one won. */
	result: string;
	winner: string | null;
	seats: PictureSeat[];
	/** The story's key lines, most important first. */
	lines: string[];
	footer: string;
}

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Segoe UI", sans-serif';
const INK = '#eee6d6';
const MUTED = '#b3a9bf';
const GOLD = '#ecc67d';
const SIDE: Record<string, string> = { good: '#34558c', evil: '#8c1424' };
const OTHER = ['#2b6d68', '#a8452a', '#8f7634', '#3b6a37', '#6a4a8c'];

function sideColour(side: string | null, order: string[]): string {
	if (!side) return '#5b4f58';
	const own = SIDE[side];
	if (own) return own;
	if (!order.includes(side)) order.push(side);
	return OTHER[order.indexOf(side) % OTHER.length]!;
}

/** `text` cut with an ellipsis to fit `width` at the context's font. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
	if (ctx.measureText(text).width <= width) return text;
	const chars = [...text];
	while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
	return `${chars.join('')}…`;
}

function token(
	ctx: CanvasRenderingContext2D,
	x: number,
	y: number,
	r: number,
	seat: PictureSeat,
	colour: string
) {
	ctx.save();
	ctx.beginPath();
	ctx.arc(x, y, r, 0, Math.PI * 2);
	ctx.fillStyle = '#efe3c8';
	ctx.fill();
	ctx.lineWidth = Math.max(3, r * 0.14);
	ctx.strokeStyle = colour;
	if (seat.traveller) ctx.setLineDash([r * 0.35, r * 0.2]);
	ctx.stroke();
	ctx.setLineDash([]);
	ctx.fillStyle = '#1d1407';
	ctx.font = `600 ${Math.round(r * 0.34)}px ${FONT}`;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'middle';
	ctx.fillText(fit(ctx, seat.character || '?', r * 1.7), x, y);
	if (!seat.alive) {
		// A shroud over the top half, never only a colour (colour-blind safe).
		ctx.beginPath();
		ctx.moveTo(x - r * 0.75, y - r * 0.1);
		ctx.lineTo(x, y - r * 1.12);
		ctx.lineTo(x + r * 0.75, y - r * 0.1);
		ctx.closePath();
		ctx.fillStyle = 'rgba(14, 10, 18, 0.88)';
		ctx.fill();
		ctx.strokeStyle = '#9a8fa6';
		ctx.lineWidth = 2;
		ctx.stroke();
	}
	ctx.fillStyle = INK;
	ctx.font = `${Math.round(Math.max(18, r * 0.36))}px ${FONT}`;
	ctx.textBaseline = 'top';
	ctx.fillText(fit(ctx, seat.name, r * 2.4), x, y + r + 8);
	ctx.restore();
}

/** Draws the picture on `canvas` (sized to PICTURE). */
export function drawPicture(canvas: HTMLCanvasElement, input: PictureInput): void {
	const { width: W, height: H } = PICTURE;
	canvas.width = W;
	canvas.height = H;
	const ctx = canvas.getContext('2d');
	if (!ctx) throw new Error('no 2D canvas');
	const bg = ctx.createRadialGradient(W / 2, 560, 60, W / 2, 560, 760);
	bg.addColorStop(0, '#2a2038');
	bg.addColorStop(1, '#14101c');
	ctx.fillStyle = bg;
	ctx.fillRect(0, 0, W, H);
	ctx.strokeStyle = 'rgba(212, 169, 85, 0.5)';
	ctx.lineWidth = 3;
	ctx.strokeRect(18, 18, W - 36, H - 36);

	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	ctx.fillStyle = GOLD;
	ctx.font = `700 46px ${FONT}`;
	ctx.fillText(fit(ctx, input.title, W - 120), W / 2, 50);
	ctx.fillStyle = MUTED;
	ctx.font = `26px ${FONT}`;
	ctx.fillText(fit(ctx, input.subtitle, W - 120), W / 2, 112);

	// The seats round the table, clockwise from the top.
	const cx = W / 2;
	const cy = 560;
	const n = Math.max(1, input.seats.length);
	const ring = n > 12 ? 350 : 330;
	const r = Math.min(64, Math.max(26, ((Math.PI * ring) / n) * 0.62));
	const order: string[] = [];
	input.seats.forEach((seat, i) => {
		const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
		token(
			ctx,
			cx + ring * Math.cos(a),
			cy + ring * Math.sin(a) - 14,
			r,
			seat,
			sideColour(seat.side, order)
		);
	});

	// The result in the middle.
	ctx.fillStyle = input.winner ? sideColour(input.winner, order) : '#5b4f58';
	ctx.beginPath();
	ctx.arc(cx, cy, 150, 0, Math.PI * 2);
	ctx.globalAlpha = 0.35;
	ctx.fill();
	ctx.globalAlpha = 1;
	ctx.fillStyle = INK;
	ctx.font = `700 40px ${FONT}`;
	ctx.textBaseline = 'middle';
	const words = fit(ctx, input.result, 560);
	ctx.fillText(words, cx, cy);

	// The story's key lines.
	ctx.textAlign = 'left';
	ctx.textBaseline = 'top';
	ctx.font = `28px ${FONT}`;
	let y = 1000;
	for (const line of input.lines) {
		if (y > H - 110) break;
		ctx.fillStyle = INK;
		ctx.fillText(fit(ctx, `· ${line}`, W - 140), 70, y);
		y += 40;
	}
	ctx.fillStyle = MUTED;
	ctx.font = `22px ${FONT}`;
	ctx.textAlign = 'center';
	ctx.fillText(input.footer, W / 2, H - 64);
}

/** The picture as a PNG. */
export function picturePng(input: PictureInput): Promise<Blob> {
	const canvas = document.createElement('canvas');
	drawPicture(canvas, input);
	return new Promise((resolve, reject) =>
		canvas.toBlob(
			(b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))),
			'image/png'
		)
	);
}
