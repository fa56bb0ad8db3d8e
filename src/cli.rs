//! The command line: `replay`, `protocol`, `rulesets`, or the console.

pub fn run(args: Vec<String>) -> i32 {
    let _ = args;
    0
}
