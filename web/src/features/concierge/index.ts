export { AiWorkspace } from './components/ai-workspace';
