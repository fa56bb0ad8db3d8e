//! `mafia-judge protocol RECORD.json -o OUT.pdf`: a record file in, a PDF
//! file out, written crash-safely.

use super::render_pdf;
use mafia_core::storage::StorageError;
use mafia_protocol::protocol::{ProtocolError, ProtocolMeta, protocol_from_session};
use mafia_store::session::{LoadError, Session};
use mafia_store::storage::write_atomic;
use mafia_words::{Lang, Text};
use std::path::{Path, PathBuf};

/// Why a record's protocol was not written; each names its file.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The record cannot be read, or its ruleset is not found.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The record does not replay under its ruleset: why, in both languages.
    #[error("{}: {}", .path.display(), .why.en)]
    Replay { path: PathBuf, why: Text },
    /// The PDF could not be made.
    #[error("{}: {error}", .path.display())]
    Render { path: PathBuf, error: ProtocolError },
    /// The PDF could not be written, or `out` is the record itself or
    /// another game record (never overwritten).
    #[error(transparent)]
    Write(#[from] StorageError),
}

/// Replays the record at `record_path` and writes its protocol to `out`.
/// Header fields given in `meta` win over the record's.
pub fn export_record(
    record_path: &Path,
    out: &Path,
    meta: &ProtocolMeta,
    lang: Lang,
) -> Result<(), ExportError> {
    mafia_store::session::record::check_output(out, Some(record_path))?;
    let (record, ruleset) = mafia_store::session::load_record(record_path)?;
    let session = Session::replay(ruleset.clone(), &record).map_err(|e| ExportError::Replay {
        path: record_path.to_owned(),
        why: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&e, &ruleset)),
    })?;
    let pick = |given: &str, recorded: &str| {
        if given.trim().is_empty() {
            recorded.to_owned()
        } else {
            given.to_owned()
        }
    };
    let merged = ProtocolMeta {
        tournament: pick(&meta.tournament, &record.meta.tournament),
        stage: pick(&meta.stage, &record.meta.stage),
        date: pick(&meta.date, &record.meta.date),
        table: pick(&meta.table, &record.meta.table),
        game: pick(&meta.game, &record.meta.game),
        judge: pick(&meta.judge, &record.meta.judge),
        draw_seed: record.meta.draw_seed,
        round: meta.round.or(record.meta.round),
        sites: record.meta.sites.over(&meta.sites),
        utc_offset: record.meta.utc_offset,
    };
    let doc = protocol_from_session(&session, &merged, lang);
    let bytes = render_pdf(&doc).map_err(|error| ExportError::Render {
        path: out.to_owned(),
        error,
    })?;
    write_atomic(out, &bytes)?;
    Ok(())
}
