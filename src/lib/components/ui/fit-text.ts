// A name that is wider than its place is drawn smaller, down to `min` px, rather than cut to
// "Alexan…"; if it still does not fit it wraps (long names on a crowded ring). The element must
// have a width limit of its own (a max-width) and `white-space: nowrap` to begin with. With
// `cut`, a name still too wide at `min` ends in "…" instead of wrapping (a big ring, whose names
// must stay large and whose wrapped lines would run into the seat's reminders).

export interface FitText {
	/** The size the text is drawn at when it fits, in px. */
	size: number;
	/** The smallest size it may shrink to, in px. */
	min: number;
	/** The text itself: a new text is fitted again. */
	text: string;
	/** Cut with "…" at `min` rather than wrap. */
	cut?: boolean;
}

function fit(node: HTMLElement, { size, min, cut }: FitText) {
	node.style.fontSize = `${size}px`;
	node.style.whiteSpace = 'nowrap';
	node.style.overflowWrap = '';
	node.style.textOverflow = '';
	node.style.removeProperty('text-wrap');
	let s = size;
	while (node.scrollWidth > node.clientWidth + 0.5 && s > min) {
		s = Math.max(min, s - 0.5);
		node.style.fontSize = `${s}px`;
	}
	if (node.scrollWidth > node.clientWidth + 0.5 && cut) {
		node.style.textOverflow = 'ellipsis';
	} else if (node.scrollWidth > node.clientWidth + 0.5) {
		node.style.whiteSpace = 'normal';
		node.style.overflowWrap = 'anywhere';
		// Two halves of a word rather than a word and its last letter.
		node.style.setProperty('text-wrap', 'balance');
	}
}

export function fitText(node: HTMLElement, params: FitText) {
	let current = params;
	const run = () => fit(node, current);
	run();
	// The width it may take follows its seat's; fonts arriving late change the text's width.
	const observer = new ResizeObserver(run);
	if (node.parentElement) observer.observe(node.parentElement);
	void document.fonts?.ready.then(run);
	return {
		update(next: FitText) {
			// The ring redraws its seats on every tap, each with a new object: fitted again only
			// when something that decides the fit changed (its width is watched above), so a tap
			// does not force a layout per seat.
			const same =
				next.size === current.size &&
				next.min === current.min &&
				next.text === current.text &&
				!!next.cut === !!current.cut;
			current = next;
			if (!same) run();
		},
		destroy() {
			observer.disconnect();
		}
	};
}
