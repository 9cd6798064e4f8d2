// Walkthrough step 1: the table of contents of the feature's core folder
// (`@portico/core/features/<f>`, published with no package.json edit).
export { type DemoState, demoState, EMPTY_DEMO } from './demoState.js'
export { pingDemo } from './pingDemo.js'
export { selectDemoView } from './selectDemoView.js'
