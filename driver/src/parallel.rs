//! Phase II of compilation: the per-function work on a thread pool.
//!
//! [`Pool::map`] runs a closure on every item (a function's body, a
//! function index for instruction selection) on `workers` scoped threads
//! ([`std::thread::scope`]) that take work from a shared queue, and returns
//! the results in item order, so what is printed, emitted or assembled from
//! them does not depend on the thread count or on scheduling.
//!
//! - `--threads=N` sets the number of workers (default: the machine's
//!   available parallelism); `--opt-bisect-limit` forces one, so that the
//!   `BISECT:` numbering is the sequential one.
//! - `--split-compile=N` cuts the items into N contiguous groups, of
//!   nearly equal size, compiled by N workers (nvcc's `-split-compile`); a
//!   worker takes a whole group at a time.
//! - A GNU make jobserver in `MAKEFLAGS` (`--jobserver-auth=R,W` or
//!   `fifo:PATH`, also the older `--jobserver-fds=`) bounds concurrency
//!   further: the first worker runs on the implicit token every make job
//!   has; every other worker holds a token while it compiles an item and
//!   gives it back after. A worker that cannot get a token while the queue
//!   still has work keeps polling; once the queue is empty it stops.
//! - Progress (`[ 12/40] compiling @k`, redrawn in place with `\r`) goes to
//!   standard error when it is a terminal and the phase has more than
//!   [`PROGRESS_MIN_ITEMS`] items or has run for [`PROGRESS_AFTER`].

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use jobserver::{Acquired, Client};
use std::sync::mpsc;

/// Progress is shown for phases with more items than this ...
pub const PROGRESS_MIN_ITEMS: usize = 8;
/// ... or once a phase has run this long.
pub const PROGRESS_AFTER: Duration = Duration::from_secs(2);

static JOBSERVER: OnceLock<Option<Client>> = OnceLock::new();

/// Whether `MAKEFLAGS` names a jobserver.
fn makeflags_has_jobserver() -> bool {
    std::env::var("MAKEFLAGS").is_ok_and(|f| {
        f.split_whitespace()
            .any(|w| w.starts_with("--jobserver-auth=") || w.starts_with("--jobserver-fds="))
    })
}

/// Connects to the GNU make jobserver named by `MAKEFLAGS`, once per
/// process. Call it at start-up, before the process opens files: the
/// descriptors `MAKEFLAGS` names must still be the ones make passed.
pub fn init_jobserver() {
    JOBSERVER.get_or_init(|| {
        if !makeflags_has_jobserver() {
            return None;
        }
        // SAFETY: called once, at start-up (see above), so the descriptors
        // named by MAKEFLAGS are make's pipe (checked: `check_pipe`) and
        // nothing else in the process owns them.
        unsafe { Client::from_env_ext(true) }.client.ok()
    });
}

/// The jobserver found by [`init_jobserver`], if any.
pub fn jobserver() -> Option<&'static Client> {
    JOBSERVER.get().and_then(Option::as_ref)
}

/// The default worker count: the machine's available parallelism.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// A pool description: how many workers, how items are grouped, whether a
/// jobserver bounds them. Threads are started per [`Pool::map`] call.
#[derive(Clone, Debug)]
pub struct Pool {
    workers: usize,
    split: Option<usize>,
    jobserver: Option<Client>,
    progress: bool,
}

impl Default for Pool {
    fn default() -> Pool {
        Pool::sequential()
    }
}

impl Pool {
    /// One worker, no jobserver, no progress.
    pub fn sequential() -> Pool {
        Pool {
            workers: 1,
            split: None,
            jobserver: None,
            progress: false,
        }
    }

    /// `threads` workers (at least one), or `split` workers each taking one
    /// of `split` groups; tokens from `jobserver` for every worker but the
    /// first. Progress is drawn when standard error is a terminal.
    pub fn new(threads: usize, split: Option<usize>, jobserver: Option<Client>) -> Pool {
        let workers = split.unwrap_or(threads).max(1);
        Pool {
            workers,
            split: split.map(|n| n.max(1)),
            jobserver,
            progress: std::io::stderr().is_terminal(),
        }
    }

    /// The number of workers.
    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Whether a jobserver bounds the workers.
    pub fn has_jobserver(&self) -> bool {
        self.jobserver.is_some()
    }

    /// `--split-compile`'s group count, if given.
    pub fn split(&self) -> Option<usize> {
        self.split
    }

    /// Runs `work` on every item; the results in item order.
    pub fn map<T: Send, R: Send>(&self, items: Vec<T>, work: impl Fn(T) -> R + Sync) -> Vec<R> {
        self.map_named(items, "", |_| String::new(), work)
    }

    /// [`Pool::map`] with progress: `verb` and `name(item)` make the line
    /// `[ 3/40] verb @name`.
    pub fn map_named<T: Send, R: Send>(
        &self,
        items: Vec<T>,
        verb: &str,
        name: impl Fn(&T) -> String + Sync,
        work: impl Fn(T) -> R + Sync,
    ) -> Vec<R> {
        let n = items.len();
        let progress = Progress::new(self.progress && !verb.is_empty(), verb, n);
        // Units of work: single items, or --split-compile's groups.
        let groups = self.split.unwrap_or(n).clamp(1, n.max(1));
        let units: Vec<std::ops::Range<usize>> = (0..groups)
            .map(|g| g * n / groups..(g + 1) * n / groups)
            .filter(|r| !r.is_empty())
            .collect();
        let workers = self.workers.clamp(1, units.len().max(1));
        let slots: Vec<Mutex<Option<T>>> = items.into_iter().map(|t| Mutex::new(Some(t))).collect();
        let run_one = |i: usize| {
            let item = slots[i]
                .lock()
                .unwrap()
                .take()
                .expect("each item runs once");
            let label = if progress.enabled {
                name(&item)
            } else {
                String::new()
            };
            let r = work(item);
            progress.tick(&label);
            (i, r)
        };
        let mut results: Vec<Option<R>> = (0..n).map(|_| None).collect();
        if workers == 1 {
            for u in &units {
                for i in u.clone() {
                    let (i, r) = run_one(i);
                    results[i] = Some(r);
                }
            }
        } else {
            let next = AtomicUsize::new(0);
            let tokens = self.jobserver.as_ref().and_then(Tokens::new);
            let get_token = |give_up: &dyn Fn() -> bool| match &tokens {
                Some(t) => t.take(give_up),
                None => Token::Held(None),
            };
            let worker = |w: usize| {
                let mut done = Vec::new();
                loop {
                    // Workers after the first need a token before they
                    // claim work; none is needed once the queue is empty.
                    let token = if w == 0 {
                        None
                    } else {
                        match get_token(&|| next.load(Ordering::Relaxed) >= units.len()) {
                            Token::Held(t) => t,
                            Token::QueueEmpty => break,
                        }
                    };
                    let u = next.fetch_add(1, Ordering::Relaxed);
                    let Some(range) = units.get(u) else { break };
                    let mut first = Some(token);
                    for i in range.clone() {
                        // Within a group, each further item needs a token
                        // again (the group is committed to this worker).
                        let t = match first.take() {
                            Some(t) => t,
                            None if w > 0 => match get_token(&|| false) {
                                Token::Held(t) => t,
                                Token::QueueEmpty => None,
                            },
                            None => None,
                        };
                        done.push(run_one(i));
                        drop(t);
                    }
                }
                done
            };
            std::thread::scope(|s| {
                let handles: Vec<_> = (1..workers).map(|w| s.spawn(move || worker(w))).collect();
                let mine = worker(0);
                for (i, r) in mine.into_iter().chain(
                    handles
                        .into_iter()
                        .flat_map(|h| h.join().expect("worker panicked")),
                ) {
                    results[i] = Some(r);
                }
            });
        }
        progress.finish();
        results
            .into_iter()
            .map(|r| r.expect("every item ran"))
            .collect()
    }
}

/// Tokens from a jobserver for one [`Pool::map_named`] call: jobserver's
/// helper thread reads them (a blocking read on make's pipe) and hands
/// them over a channel, so that a waiting worker can stop waiting when
/// the queue runs dry.
struct Tokens {
    helper: jobserver::HelperThread,
    rx: Mutex<mpsc::Receiver<std::io::Result<Acquired>>>,
}

impl Tokens {
    fn new(c: &Client) -> Option<Tokens> {
        let (tx, rx) = mpsc::channel();
        let helper = c
            .clone()
            .into_helper_thread(move |t| {
                // The receiver is gone once the phase ended: the token is
                // dropped, which gives it back.
                let _ = tx.send(t);
            })
            .ok()?;
        Some(Tokens {
            helper,
            rx: Mutex::new(rx),
        })
    }

    /// A token, waiting until one comes or `give_up()` says there is no
    /// more work. A broken jobserver gives tokenless permission (the
    /// worker count still bounds the threads).
    fn take(&self, give_up: impl Fn() -> bool) -> Token {
        self.helper.request_token();
        loop {
            let r = self
                .rx
                .lock()
                .unwrap()
                .recv_timeout(Duration::from_millis(2));
            match r {
                Ok(Ok(t)) => return Token::Held(Some(t)),
                Ok(Err(_)) | Err(mpsc::RecvTimeoutError::Disconnected) => return Token::Held(None),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if give_up() {
                        return Token::QueueEmpty;
                    }
                }
            }
        }
    }
}

enum Token {
    Held(Option<Acquired>),
    QueueEmpty,
}

/// The progress line of one phase.
struct Progress {
    enabled: bool,
    verb: String,
    total: usize,
    start: Instant,
    state: Mutex<(usize, usize, bool)>,
}

impl Progress {
    fn new(enabled: bool, verb: &str, total: usize) -> Progress {
        Progress {
            enabled,
            verb: verb.to_string(),
            total,
            start: Instant::now(),
            state: Mutex::new((0, 0, false)),
        }
    }

    /// One more item done: redraws the line when progress is shown.
    fn tick(&self, name: &str) {
        if !self.enabled {
            return;
        }
        let mut st = self.state.lock().unwrap();
        st.0 += 1;
        if self.total <= PROGRESS_MIN_ITEMS && self.start.elapsed() < PROGRESS_AFTER {
            return;
        }
        let line = progress_line(st.0, self.total, &self.verb, name);
        let pad = st.1.saturating_sub(line.len());
        let mut e = std::io::stderr().lock();
        let _ = write!(e, "\r{line}{:pad$}", "");
        let _ = e.flush();
        st.1 = line.len();
        st.2 = true;
    }

    /// Clears the line if anything was drawn.
    fn finish(&self) {
        let st = self.state.lock().unwrap();
        if st.2 {
            let mut e = std::io::stderr().lock();
            let _ = write!(e, "\r{:w$}\r", "", w = st.1);
            let _ = e.flush();
        }
    }
}

/// `[ 12/40] compiling @name`: the count right-aligned to the width of the
/// total.
pub fn progress_line(done: usize, total: usize, verb: &str, name: &str) -> String {
    let w = total.to_string().len();
    format!("[{done:>w$}/{total}] {verb} @{name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs 40 sleeping items and returns the results and the largest
    /// number of items that ran at once.
    fn run(pool: &Pool) -> (Vec<usize>, usize) {
        let cur = AtomicUsize::new(0);
        let max = AtomicUsize::new(0);
        let r = pool.map((0..40).collect(), |i: usize| {
            let now = cur.fetch_add(1, Ordering::SeqCst) + 1;
            max.fetch_max(now, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(2));
            cur.fetch_sub(1, Ordering::SeqCst);
            i * i
        });
        (r, max.load(Ordering::SeqCst))
    }

    #[test]
    fn thread_count_is_respected_and_results_keep_item_order() {
        let want: Vec<usize> = (0..40).map(|i| i * i).collect();
        for n in [1, 2, 3, 8] {
            let (r, max) = run(&Pool::new(n, None, None));
            assert_eq!(r, want);
            assert!(max <= n, "{max} items at once with {n} threads");
        }
        for n in [1, 3, 7, 64] {
            let pool = Pool::new(1, Some(n), None);
            assert_eq!(pool.workers(), n);
            let (r, max) = run(&pool);
            assert_eq!(r, want);
            assert!(max <= n, "{max} items at once with --split-compile={n}");
        }
        // Empty input, more workers than items.
        assert!(Pool::new(8, None, None)
            .map(Vec::<u8>::new(), |x| x)
            .is_empty());
        assert_eq!(Pool::new(8, None, None).map(vec![5], |x| x + 1), [6]);
    }

    #[test]
    fn jobserver_tokens_bound_the_workers() {
        // One token besides the implicit one: at most 2 items at once,
        // whatever the thread count.
        let client = Client::new(1).unwrap();
        let pool = Pool::new(8, None, Some(client.clone()));
        let (r, max) = run(&pool);
        assert_eq!(r, (0..40).map(|i| i * i).collect::<Vec<_>>());
        assert!(max <= 2, "{max} items at once with 2 tokens");
        // Every token came back.
        assert_eq!(client.available().unwrap(), 1);
        // No token at all: the first worker does everything.
        let client = Client::new(0).unwrap();
        let (r, max) = run(&Pool::new(4, Some(3), Some(client)));
        assert_eq!(r.len(), 40);
        assert_eq!(max, 1);
    }

    #[test]
    fn progress_lines() {
        assert_eq!(
            progress_line(3, 40, "compiling", "k"),
            "[ 3/40] compiling @k"
        );
        assert_eq!(progress_line(12, 9, "mem2reg", "f"), "[12/9] mem2reg @f");
    }
}
