/**
 * Where Change Plan and Cancel Subscription go for an active plan. The payments feature fills it in: the app
 * passes its component to AccountSettingsPage as `subscriptionActions`.
 */
export function SubscriptionActionsSlot({ children }: { children?: React.ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}
