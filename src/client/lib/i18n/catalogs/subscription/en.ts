/**
 * The plan shown to its owner: the dashboard's active-plan card and account settings' Subscription Details,
 * Manage Subscription or Upgrade Your Plan, and Need Help? (spec section 2). English texts are the ones the
 * cards had; the plans' names come from the `plans` namespace.
 */
export default {
  'card.until': 'Download and edit unlimited resumes until <date></date>',
  'details.title': 'Subscription Details',
  'details.plan': 'Plan: <plan></plan>',
  'details.price': 'Price: {{price}}',
  'details.until': 'Access until <date></date>',
  'status.active': 'Active',
  'status.inactive': 'Inactive',
  'price.recurring': '{{price}} then {{renewal}}/mo',
  'manage.title': 'Manage Subscription',
  'manage.includes': 'Your plan includes',
  'manage.cancelled': 'Subscription cancelled. Access until <date></date>',
  'manage.change': 'Change Plan',
  'manage.cancel': 'Cancel Subscription',
  'manage.confirmTitle': 'Cancel your subscription?',
  'manage.confirmText': 'Your plan will not renew. You keep access until the end of the period you paid for.',
  'manage.keep': 'Keep Subscription',
  'manage.failed': 'We could not cancel your subscription. Please try again or contact support.',
  'upgrade.title': 'Upgrade Your Plan',
  'upgrade.text': 'Unlock unlimited PDF and Word downloads, AI content suggestions and every template.',
  'upgrade.view': 'View Plans',
  'help.title': 'Need Help?',
  'help.email': 'Email us at <email></email>',
  'help.contact': 'Contact Support',
} as const;
