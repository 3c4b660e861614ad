/**
 * The evaluation's pass rule (../shared/assistant-eval/score.mjs) for in-process tests. It lives in
 * `eval/score.ts`, where the `assistant:eval` command uses it too.
 */
export { judge, type Expectation, type ExpectedLine } from '../eval/score';
