/** The wizard feature's public entry. */
export { WizardPage } from './wizard-page';
