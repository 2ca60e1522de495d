// Trademark register tables: mirrors migrations/0002_registers.sql.
export {};
