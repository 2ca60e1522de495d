export { findClasses, warmUpClassFinder, type ClassMatch, type FindClassesOptions } from './find-classes.ts';
export { CLASS_HEADINGS, NICE_CLASS_NUMBERS } from './class-headings.ts';
export { runClassesCommand } from './cli-classes.ts';
