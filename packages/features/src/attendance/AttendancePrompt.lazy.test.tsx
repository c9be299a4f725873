import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// A test file of its own: each file gets fresh modules, so the dialog's code is not loaded yet.
import { AttendancePrompt } from './AttendancePrompt.tsx';
import type { AttendancePromptController } from './useAttendancePrompt.ts';
import { createAttendanceFake } from './testing/attendanceFake.ts';
import { AttendanceHarness } from './testing/AttendanceHarness.tsx';

function controller(open: boolean): AttendancePromptController {
  return {
    event: open
      ? {
          type: 'attendance.prompt',
          message: 'Still working?',
          timestamp: new Date().toISOString(),
        }
      : null,
    onConfirmAttendance: vi.fn(),
    continueSession: vi.fn(async () => undefined),
    endSession: vi.fn(async () => undefined),
  } as unknown as AttendancePromptController;
}

describe('AttendancePrompt before its dialog has loaded', () => {
  it('renders nothing while closed, and loads and shows the dialog when a prompt arrives', async () => {
    const fake = createAttendanceFake();
    const { rerender } = render(
      <AttendanceHarness api={fake.api}>
        <AttendancePrompt prompt={controller(false)} />
      </AttendanceHarness>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <AttendanceHarness api={fake.api}>
        <AttendancePrompt prompt={controller(true)} />
      </AttendanceHarness>,
    );
    expect(await screen.findByRole('dialog', { name: 'Confirm attendance' })).toHaveTextContent(
      'Still working?',
    );
  });
});
