<?php
// The test's driver for MafiaRatings' own check of a game file (not the
// site's code: that is read from MAFIARATINGS_INCLUDE, a checkout's
// `include/` folder, and never kept in this repository). For every file
// named on the command line: the site's `new Game(json)` and `check()`,
// as its upload does before the database; one line per file, `ok` or
// its issues. Exit 1 when any file has an issue.
error_reporting(E_ERROR | E_PARSE);
require getenv('MAFIARATINGS_INCLUDE') . '/game.php';
$bad = 0;
foreach (array_slice($argv, 1) as $file) {
    try {
        $game = new Game(file_get_contents($file), GAME_FEATURE_MASK_ALL);
        $game->check();
        if (isset($game->issues) && count($game->issues) > 0) {
            $bad++;
            echo basename($file) . ': ' . implode(' | ', $game->issues) . "\n";
        } else {
            echo basename($file) . ": ok\n";
        }
    } catch (Throwable $e) {
        $bad++;
        echo basename($file) . ': ' . $e->getMessage() . "\n";
    }
}
exit($bad > 0 ? 1 : 0);
