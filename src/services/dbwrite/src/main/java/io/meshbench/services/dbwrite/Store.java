package io.meshbench.services.dbwrite;

/** One database through its real driver, on the scenario's small fixed schema. */
public interface Store extends AutoCloseable {

    /** Rows of the read table, seeded at start: queries pick one by id. */
    int SEEDED_ROWS = 100;

    /** {@code mariadb}, {@code postgresql}, {@code opengauss} or {@code mongodb}. */
    String kind();

    /** The name of the row with this id (1 to {@link #SEEDED_ROWS}). */
    String query(int id) throws Exception;

    /** Writes one row to the write table. */
    void insert(String name, String payload) throws Exception;

    /** Rows in the write table now (a read, which the write prohibition allows). */
    long rows() throws Exception;

    @Override
    void close();
}
