/**
 * A form's submit handler that keeps the page where it is (an app screen, not a page load) and
 * runs `action`: `<form onsubmit={submitted(save)}>`.
 */
export const submitted =
	(action: () => unknown) =>
	(event: SubmitEvent): void => {
		event.preventDefault();
		void action();
	};
