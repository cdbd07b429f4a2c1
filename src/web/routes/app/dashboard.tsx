import { useLoaderData } from "react-router";
import { UNLIMITED, type UserEntitlements } from "../../../shared/plans";
import { api } from "../../lib/api-client";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Dashboard · Resume Builder" }];

export async function clientLoader() {
  return { entitlements: await api<UserEntitlements>("/api/user") };
}

const count = (value: number) => (value >= UNLIMITED ? "Unlimited" : String(value));

export default function Dashboard() {
  const { entitlements } = useLoaderData<typeof clientLoader>();
  const user = useAppUser();
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-semibold">
        Welcome{user.isAnonymous || !user.name ? "" : `, ${user.name}`}
      </h1>
      {user.isAnonymous ? (
        <p role="note" className="rounded-lg bg-primary-50 p-4 text-primary-800">
          You are using a guest account.{" "}
          <a className="underline" href="/auth?view=sign_up">
            Save your work to an account
          </a>{" "}
          to keep it on any device.
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Resumes left" value={count(entitlements.cvLeft)} />
        <Stat label="AI generations left" value={count(entitlements.generated)} />
        <Stat
          label="Plan"
          value={entitlements.subscriptionActive ? "Premium" : entitlements.isPaid ? "Paid" : "Free"}
        />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-grey-200 p-5">
      <dt className="text-sm text-grey-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold" data-testid={label}>
        {value}
      </dd>
    </div>
  );
}
