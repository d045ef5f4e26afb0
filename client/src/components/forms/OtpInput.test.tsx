import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

afterEach(cleanup);

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput label="Verification code" digits={digits} onChange={setDigits} onComplete={onComplete} />
      <output data-testid="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('labels the group and every box, with numeric keyboards and one-time-code on the first', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) expect(box(n).inputMode).toBe('numeric');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
  });

  it('takes one digit per box and moves on; other characters are ignored', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.input(box(1), { target: { value: 'a' } });
    expect(code()).toBe('______');
    expect(document.activeElement).toBe(box(1));
    fireEvent.input(box(1), { target: { value: '4' } });
    expect(code()).toBe('4_____');
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: '2' } });
    expect(code()).toBe('42____');
    expect(document.activeElement).toBe(box(3));
  });

  it('replaces the digit when typing into a filled box', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '4' } });
    fireEvent.input(box(1), { target: { value: '47' } });
    expect(code()).toBe('7_____');
  });

  it('Backspace in an empty box clears the previous one and goes back', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '1' } });
    fireEvent.input(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(code()).toBe('1_____');
    expect(document.activeElement).toBe(box(2));
  });

  it('clearing a filled box keeps focus there', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '1' } });
    box(1).focus();
    fireEvent.input(box(1), { target: { value: '' } });
    expect(code()).toBe('______');
    expect(document.activeElement).toBe(box(1));
  });

  it('moves with the arrow keys', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    fireEvent.keyDown(box(3), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(4));
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
  });

  it('a pasted code fills every box and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(code()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('an autofilled code in the first box fills every box and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.input(box(1), { target: { value: '654321' } });
    expect(code()).toBe('654321');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('a shorter paste fills from the box it lands in without completing', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '98' } });
    expect(code()).toBe('_98___');
    expect(document.activeElement).toBe(box(4));
    fireEvent.paste(box(4), { clipboardData: { getData: () => 'abc' } });
    expect(code()).toBe('_98___');
    expect(onComplete).not.toHaveBeenCalled();
  });
});
