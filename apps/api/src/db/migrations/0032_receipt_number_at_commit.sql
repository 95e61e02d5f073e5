-- A receipt issued with a pending number ('pending/<series>/<payment id>') takes the next number of its
-- year's series when its transaction commits: the counter row of the series, which every sale shares,
-- is locked only for the commit instead of from the receipt to the end of the sale. A rolled-back sale
-- never reaches the trigger, so the series keeps no gaps. The number is written wherever the sale put
-- the pending one: the receipt and its document, the payment, and the payment's e-mail in the outbox.
-- The format is the domain's formatReceiptNumber: '<series>-' and the sequence padded to 6 digits.
CREATE OR REPLACE FUNCTION receipts_number_at_commit() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  pending_number text := NEW.number;
  year_series text := split_part(NEW.number, '/', 2);
  sequence integer;
  final_number text;
BEGIN
  IF pending_number NOT LIKE 'pending/%' THEN
    RETURN NULL;
  END IF;
  INSERT INTO receipt_series AS rs (series, last_number) VALUES (year_series, 1)
    ON CONFLICT (series) DO UPDATE SET last_number = rs.last_number + 1
    RETURNING rs.last_number INTO sequence;
  final_number := year_series || '-' || CASE
    WHEN length(sequence::text) >= 6 THEN sequence::text
    ELSE lpad(sequence::text, 6, '0')
  END;
  UPDATE receipts
    SET number = final_number, document = jsonb_set(document, '{number}', to_jsonb(final_number))
    WHERE number = pending_number;
  UPDATE payments SET receipt_number = final_number WHERE id = NEW.payment_id;
  UPDATE email_outbox
    SET subject = replace(subject, pending_number, final_number),
        "text" = replace("text", pending_number, final_number),
        html = replace(html, pending_number, final_number)
    WHERE dedupe_key = 'payment:' || NEW.payment_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receipts_number_at_commit AFTER INSERT ON receipts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION receipts_number_at_commit();
