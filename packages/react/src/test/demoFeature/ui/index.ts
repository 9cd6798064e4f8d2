// Walkthrough step 2: the feature's ui folder (`@portico/ui/features/<f>`).
export { DemoIcon } from './DemoIcon.js'
export { DemoView, type DemoViewProps } from './DemoView.js'
export { DEMO_TEXTS, demoTexts } from './demoTexts.js'
