/**
 * Tools and products across fields, written as their makers write them: the writer's casing beside the match
 * vocabulary's own names (product-casing.ts reads both). A name that is also an ordinary word starts with '@':
 * it is cased only where a tool stands ("in relativity", "the cornerstone software"), never in "a cornerstone of".
 * Kept as data: a field's tools go here, not into code.
 */
export const PRODUCT_NAMES: readonly string[] = [
  // Law
  '@Relativity', 'Clio', 'PACER', 'CM/ECF', 'LexisNexis', 'Lexis', 'iManage', 'NetDocuments', 'Everlaw',
  'Logikcull', 'CaseMap', 'TrialDirector', '@Concordance', '@Summation', 'Nuix', '@Disco', 'MyCase', 'PracticePanther',
  // Health, dental, lab, pharmacy, veterinary
  'IDEXX', '@Cornerstone', 'AVImark', 'ezyVet', 'Sysmex', 'Beckman Coulter', '@Abbott', 'Roche', 'Cobas',
  'Vitek', 'BacT/ALERT', 'Sunquest', 'Epic Beaker', 'PCR', 'ELISA', 'HPLC', 'qPCR', 'Dentrix', 'Eaglesoft',
  'Open Dental', 'eClinicalWorks', 'NextGen', 'PointClickCare', 'MatrixCare', 'Kareo',
  'Pyxis', 'Omnicell', 'QS/1', 'PioneerRx', 'McKesson', 'Meditech', 'Cerner', 'Allscripts',
  // Data, software and IT
  'Kubernetes', 'Terraform', 'Jenkins', '@Airflow', 'DAG', 'DAGs', '@Snowflake', 'Databricks', 'BigQuery', 'Redshift',
  'PostgreSQL', 'MongoDB', 'Kafka', 'GitHub', 'GitLab', 'Bitbucket', 'Jira', 'Confluence', 'ServiceNow',
  'Datadog', 'Grafana', 'Splunk', 'PagerDuty', 'Docker', 'Ansible', 'CloudFormation', 'Looker Studio', '@R',
  'RStudio', 'SPSS', 'Stata', 'SAS', 'MATLAB', 'Tableau', 'Power BI', 'Qlik', 'Alteryx',
  // Design
  'Figma', '@Sketch', 'Adobe XD', 'InVision', 'Miro', 'FigJam', '@Framer', '@Maze', 'UserTesting', '@Dovetail',
  'Photoshop', '@Illustrator', 'InDesign', 'After Effects', 'Premiere Pro', 'Lightroom', 'Canva',
  // Marketing and sales
  '@Meta', 'Meta Ads', 'Google Ads', 'TikTok', 'TikTok Ads', 'LinkedIn', 'LinkedIn Ads', 'HubSpot', 'Salesforce',
  'Marketo', 'Pardot', 'Klaviyo', 'Mailchimp', '@Braze', '@Iterable', '@Attentive', '@Postscript', 'Semrush',
  'Ahrefs', 'Hootsuite', 'Sprout Social', 'GA4', 'Google Analytics', 'Google Tag Manager', 'Mixpanel',
  '@Amplitude', 'Optimizely', 'VWO', 'Shopify', 'WooCommerce', 'Triple Whale', 'Northbeam', 'AppsFlyer',
  // Finance and HR
  '@Adaptive', 'Adaptive Insights', 'Anaplan', 'Hyperion', 'NetSuite', 'QuickBooks', 'Xero', 'SAP',
  '@Oracle', 'Workday', 'BambooHR', 'ADP', 'Paylocity', 'Paycom', 'UKG', 'Kronos', 'iCIMS', '@Greenhouse',
  '@Lever', 'Concur', 'Expensify', 'Bloomberg', 'FactSet', 'PitchBook', 'Capital IQ',
  // Logistics, planning, trades, hospitality, public sector
  'MercuryGate', 'McLeod', 'Oracle TMS', 'SAP TM', 'Blue Yonder', '@Manhattan', 'DAT', 'Truckstop', 'OTR',
  'ArcGIS', 'ArcGIS Pro', 'QGIS', 'AutoCAD', 'Civil 3D', 'Revit', 'SketchUp', 'Bluebeam', 'Procore',
  'Primavera P6', 'ServiceTitan', 'Housecall Pro', '@Jobber', 'FieldEdge', '@Opera', 'Opera PMS', 'Micros',
  '@Toast', 'OpenTable', 'Resy', 'Cvent', 'Accela', 'Tyler Munis', 'Legistar',
];
