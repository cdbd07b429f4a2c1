import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { signUpPath } from "../../lib/paths";

type ModalState = { open: boolean; onClose: () => void };

export function UserAlreadyExistsModal({ open, onClose }: ModalState) {
  return (
    <Modal open={open} onClose={onClose} title="Error: User Already Exists">
      <p className="text-grey-700">
        This account is already linked to another user. Please log in with your existing user, or contact
        support if you need help.
      </p>
    </Modal>
  );
}

export function SignInRequiredModal({ open, onClose }: ModalState) {
  return (
    <Modal open={open} onClose={onClose} title="Oops! You need to be logged in">
      <p className="text-grey-700">
        You need to be logged in to perform this action. Please log in or create an account.
      </p>
      <div className="mt-4 flex gap-3">
        {/* Each named as the page it opens is titled ("Sign in", "Sign up with a magic link"). */}
        <Link to="/auth?view=sign_in" className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white">
          Sign in
        </Link>
        <Link
          to={signUpPath("magic_link")}
          className="rounded-lg border border-grey-300 px-4 py-2 font-medium"
        >
          Sign up with a magic link
        </Link>
      </div>
    </Modal>
  );
}
