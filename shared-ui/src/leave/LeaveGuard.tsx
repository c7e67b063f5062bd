import { ConfirmDialog } from '../components/ConfirmDialog';
import { useConfirmLeave } from './use-confirm-leave';

export interface LeaveGuardProps {
  /** Something would be lost by leaving now. */
  active: boolean;
  /** Already translated, as are message and leaveLabel. */
  title: string;
  message: string;
  leaveLabel: string;
}

/** While active, leaving the page or going elsewhere in the app (another tab too) asks first. */
export function LeaveGuard({ active, title, message, leaveLabel }: LeaveGuardProps) {
  const confirmLeave = useConfirmLeave(active);
  return (
    <ConfirmDialog
      open={confirmLeave.asking}
      title={title}
      message={message}
      confirmLabel={leaveLabel}
      onConfirm={confirmLeave.leave}
      onCancel={confirmLeave.stay}
    />
  );
}
