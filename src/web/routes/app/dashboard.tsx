import { useLoaderData } from "react-router";
import { loadDashboard } from "../../features/dashboard/dashboard-data";
import { DashboardPage } from "../../features/dashboard/dashboard-page";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Dashboard · Resume Builder" }];

export async function clientLoader() {
  return loadDashboard();
}

export default function Dashboard() {
  return <DashboardPage data={useLoaderData<typeof clientLoader>()} user={useAppUser()} />;
}
