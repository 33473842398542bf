export * from './auth';
export * from './profiles';
export * from './availability';
export * from './appointments';
export * from './chats';
export * from './files';
export * from './practice';
