//! Promotes scalar allocas to SSA values.
