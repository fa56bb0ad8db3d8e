//! Where the bundled folders (`rulesets/`, `sounds/`, `assets/`) are found:
//! kept as a name for [`crate::storage::bundled_dirs`], which holds the one
//! search order (next to the executable, then the source tree; never the
//! current folder).

pub use crate::storage::{bundled_dirs, dedup};
