// The shared Node config (its roots are this workspace's src and test).
export { default } from '../../jest.node.mjs'
