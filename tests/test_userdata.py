"""Stored files: atomic writes, broken files reported in one line and kept aside, records and score tables."""
import json

import pytest

from roguelike_client.userdata import scores
from roguelike_client.userdata.records import Record, load_record, record_from_json, save_record
from roguelike_client.userdata.aside import set_aside
from roguelike_client.userdata.errors import StoredFileError
from roguelike_client.userdata.folder import data_dir
from roguelike_client.userdata.reading import MAX_FILE_BYTES, read_json
from roguelike_client.userdata.writing import write_json_atomic
from game.registry import GAMES

CC3K_RULES = GAMES["cc3k"].rules_version     # whatever the rules' version now


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data"))


def test_data_dir_follows_the_override_and_is_created(tmp_path):
    assert data_dir() == tmp_path / "data" and data_dir().is_dir()


def test_atomic_write_leaves_no_temporary_files_and_replaces_whole(tmp_path):
    target = tmp_path / "x.json"
    write_json_atomic(target, {"a": 1})
    write_json_atomic(target, {"b": [1, 2]})
    assert read_json(target) == {"b": [1, 2]}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", "not valid JSON"),
        (b'{"format": "roguelike-client rec', "not valid JSON"),
        (b"\x00\x01binary\xff", "not a text file"),
        (b"\xff\xfe{}", "not a text file (invalid UTF-8)"),
        (b"[" * 100000 + b"]" * 100000, "not valid JSON"),
    ],
)
def test_broken_json_is_one_line(tmp_path, content, message):
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    with pytest.raises(StoredFileError) as caught:
        read_json(path)
    assert message in str(caught.value) and "\n" not in str(caught.value) and str(path) in str(caught.value)


def test_huge_files_are_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as out:
        out.seek(MAX_FILE_BYTES + 1)      # a sparse file: nothing of it is read
        out.write(b"0")
    with pytest.raises(StoredFileError, match="more than the"):
        read_json(path)


def test_set_aside_keeps_the_broken_file(tmp_path):
    path = tmp_path / "save.json"
    path.write_text("garbage")
    backup = set_aside(path)
    assert backup.name == "save.json.bak" and backup.read_text() == "garbage" and not path.exists()


def test_record_round_trip(tmp_path):
    record = Record("cc3k", 7, CC3K_RULES, "floors.txt", "map", {"k": 1}, ["s", "no"], {"score": 3}, "Race Shade", "2026-11-23T10:00:00")
    save_record(tmp_path / "r.json", record)
    assert load_record(tmp_path / "r.json") == record


@pytest.mark.parametrize(
    "change, message",
    [
        ({"format": "other"}, "not a record of this program"),
        ({"version": 1}, "record format 1 was written by another version of this program"),
        ({"rules_version": "cc3k-0"}, f"a cc3k game of rules cc3k-0, and these rules are {CC3K_RULES}"),
        ({"rules_version": 1}, "field 'rules_version' must be str, found int"),
        ({"version": "1"}, "field 'version' must be int, found str"),
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"seed": True}, "field 'seed' must be int, found bool"),
        ({"seed": 1.5}, "field 'seed' must be int, found float"),
        ({"commands": "no"}, "field 'commands' must be list"),
        ({"commands": ["no", 3]}, "must be a list of one-line strings"),
        ({"commands": ["no\nso"]}, "must be a list of one-line strings"),
        ({"map_text": None}, "field 'map_text' must be str, found NoneType"),
    ],
)
def test_wrong_typed_records_are_refused(change, message):
    data = {**Record("cc3k", 1, CC3K_RULES).to_json(), **change}
    with pytest.raises(StoredFileError, match=message):
        record_from_json(data, "r.json")
    with pytest.raises(StoredFileError, match="a record is a JSON object"):
        record_from_json([data], "r.json")


def test_score_table_keeps_the_best_ten_highest_first():
    for value in (5, 50, 1, 30, 30, 7, 8, 9, 10, 11, 12, 2):
        scores.add("cc3k", scores.ScoreEntry(value, "Shade", "floor 1", value, "2026-11-23"))
    table = scores.top("cc3k")
    assert [e.score for e in table] == [50, 30, 30, 12, 11, 10, 9, 8, 7, 5]
    assert scores.top("maze") == []
    rank = scores.add("cc3k", scores.ScoreEntry(31, "Troll", "won", 4, "2026-11-23"))
    assert rank == 2 and scores.add("cc3k", scores.ScoreEntry(0, "Troll", "floor 1", 4, "2026-11-23")) == 0


def test_a_win_ranks_above_a_loss_with_the_same_score_whichever_came_first():
    scores.add("dooom", scores.ScoreEntry(3, "lost", "turn 40", 1, "2026-11-23"))
    scores.add("dooom", scores.ScoreEntry(3, "lost", "turn 50", 2, "2026-11-23"))
    assert scores.add("dooom", scores.ScoreEntry(3, "won", "turn 60", 3, "2026-11-23", won=True)) == 1
    assert scores.add("dooom", scores.ScoreEntry(4, "lost", "turn 9", 4, "2026-11-23")) == 1
    assert scores.add("dooom", scores.ScoreEntry(3, "won", "turn 70", 5, "2026-11-23", won=True)) == 3
    assert [(e.score, e.won, e.seed) for e in scores.top("dooom")] == [
        (4, False, 4), (3, True, 3), (3, True, 5), (3, False, 1), (3, False, 2)]
    data = json.loads(scores.scores_path().read_text())
    assert data["version"] == scores.VERSION and data["games"]["dooom"][1]["won"] is True


def test_the_games_say_which_games_were_won():
    from game.core import Result
    from game.dooom.spec import score as dooom_score
    from game.maze.spec import score as maze_score
    from types import SimpleNamespace

    def view(result):
        return SimpleNamespace(result=result, over=True, score=5, turn=9,
                               detail=SimpleNamespace(player_gold=2))

    assert dooom_score(view(Result.WON)).won and not dooom_score(view(Result.LOST)).won
    assert maze_score(view(Result.WON)).won and not maze_score(view(Result.DIED)).won


def test_a_score_file_of_version_2_is_read_as_it_was_and_its_wins_rank_by_score_alone():
    path = data_dir() / scores.scores_path().name
    entries = [{"score": 3, "who": "lost", "reached": "turn 4", "seed": 1, "date": "2026-11-01", "map": ""},
               {"score": 3, "who": "won", "reached": "turn 9", "seed": 2, "date": "2026-11-01", "map": ""}]
    path.write_text(json.dumps({"format": "roguelike-client scores", "version": 2, "games": {"dooom": entries}}))
    assert [(e.seed, e.won) for e in scores.top("dooom")] == [(1, False), (2, False)]
    assert scores.add("dooom", scores.ScoreEntry(3, "won", "turn 5", 7, "2026-11-23", won=True)) == 1
    path.write_text(json.dumps({"format": "roguelike-client scores", "version": 3,
                                "games": {"dooom": [{**entries[0], "won": "yes"}]}}))
    tables, warning = scores.load_all()
    assert tables == {} and "wrong type" in warning


def test_a_broken_score_file_is_reported_kept_aside_and_replaced():
    path = data_dir() / scores.scores_path().name
    path.write_text(json.dumps({"format": "roguelike-client scores", "version": 1, "games": {"cc3k": [{"score": "x"}]}}))
    tables, warning = scores.load_all()
    assert tables == {} and "kept as scores.json.bak" in warning and "\n" not in warning
    assert (path.parent / "scores.json.bak").exists() and not path.exists()
    scores.add("cc3k", scores.ScoreEntry(1, "Shade", "floor 1", 1, "2026-11-23"))
    assert len(scores.top("cc3k")) == 1


def test_a_score_file_of_version_1_is_read_as_games_on_their_own_maps():
    path = data_dir() / scores.scores_path().name
    entry = {"score": 9, "who": "Drow", "reached": "floor 2", "seed": 3, "date": "2026-11-01"}
    path.write_text(json.dumps({"format": "roguelike-client scores", "version": 1, "games": {"cc3k": [entry]}}))
    assert scores.top("cc3k") == [scores.ScoreEntry(9, "Drow", "floor 2", 3, "2026-11-01", "")]
