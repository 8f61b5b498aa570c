import { fireEvent, render } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import AddForm from './AddForm.svelte';

describe('AddForm', () => {
	const props = { label: 'Name', placeholder: 'A name', action: 'Add', maxlength: 20 };

	it('keeps the button off while the field is blank, then adds on submit', async () => {
		const onadd = vi.fn();
		const { getByRole } = render(AddForm, { ...props, onadd });
		const button = getByRole('button', { name: 'Add' }) as HTMLButtonElement;
		const field = getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
		expect(button.disabled).toBe(true);
		await fireEvent.input(field, { target: { value: '  ' } });
		expect(button.disabled).toBe(true);
		await fireEvent.input(field, { target: { value: 'Ann' } });
		expect(button.disabled).toBe(false);
		expect(field.maxLength).toBe(20);
		expect(field.placeholder).toBe('A name');
		await fireEvent.submit(field.form!);
		expect(onadd).toHaveBeenCalledOnce();
	});

	it('stays off when disabled, whatever is typed', async () => {
		const { getByRole } = render(AddForm, {
			...props,
			value: 'Ann',
			disabled: true,
			onadd: vi.fn()
		});
		expect((getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
	});
});
